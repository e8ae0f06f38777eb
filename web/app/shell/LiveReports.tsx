import { useQuery } from '@tanstack/react-query';
import { REPORTS_FALLBACK_POLL_MS, reportsQuery, useReportEvents } from '../../features/admin/api';

/**
 * For admins, on every page: keeps the report list (the menu badge and the reports page share it) fresh from the
 * server's event stream, and polls only while the stream is down. Loaded lazily, so no other role downloads it.
 */
export function LiveReports() {
  const isLive = useReportEvents();
  useQuery({ ...reportsQuery, refetchInterval: isLive ? false : REPORTS_FALLBACK_POLL_MS });
  return null;
}
