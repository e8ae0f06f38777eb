import { useQuery } from '@tanstack/react-query';
import { REPORTS_FALLBACK_POLL_MS, reportsQuery } from '../../features/admin/api';
import { useEventsLive } from '../../lib/useEvents';

/**
 * For admins, on every page: the report list (the menu badge and the reports page share it) is kept fresh by the
 * shell's event stream (useEvents), and polled only while the stream is down. Loaded lazily, so no other role
 * downloads it.
 */
export function LiveReports() {
  const isLive = useEventsLive();
  useQuery({ ...reportsQuery, refetchInterval: isLive ? false : REPORTS_FALLBACK_POLL_MS });
  return null;
}
