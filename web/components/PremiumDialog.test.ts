import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { upsellReasonOf } from './PremiumDialog';

describe('upsellReasonOf', () => {
  it('reads a free limit with its limit, and falls back to the default limit', () => {
    expect(upsellReasonOf(new ApiError(403, 'free_limit_assignments', { limit: 2 }))).toEqual({
      kind: 'freeLimit',
      code: 'free_limit_assignments',
      limit: 2,
    });
    expect(upsellReasonOf(new ApiError(403, 'free_limit_questions'))).toEqual({
      kind: 'freeLimit',
      code: 'free_limit_questions',
      limit: 5,
    });
  });

  it("reads a free teacher's student quota", () => {
    expect(upsellReasonOf(new ApiError(403, 'free_limit_students', { limit: 30 }))).toEqual({
      kind: 'freeLimit',
      code: 'free_limit_students',
      limit: 30,
    });
  });

  it("reads a school's not_enough_seat with its counts", () => {
    expect(upsellReasonOf(new ApiError(409, 'not_enough_seat', { studentCount: 10, teacherCount: 2 }))).toEqual({
      kind: 'seats',
      studentCount: 10,
      teacherCount: 2,
    });
  });

  it('leaves every other error to its caller', () => {
    expect(upsellReasonOf(new ApiError(404, 'class_not_found'))).toBeNull();
    expect(upsellReasonOf(new Error('network'))).toBeNull();
  });
});
