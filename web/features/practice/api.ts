import type { CreateMockPracticeBody } from '../../../common/mock-papers';
import type { CreatePracticeBody } from '../../../common/practice';
import { useStartPractice } from '../../lib/practices';

/** Starts a practice: the server draws the questions and fixes the deadline; the working screen opens on its answer. */
export function useCreatePractice() {
  return useStartPractice<CreatePracticeBody>('/api/practices');
}

/** Starts a full-length mock of an HKDSE paper: the server draws every section to its blueprint. */
export function useCreateMockPractice() {
  return useStartPractice<CreateMockPracticeBody>('/api/practices/mock');
}
