/** One AI mark of a written answer (0013): points JSON, with the teacher's later mark beside it for agreement. */
export interface AiMarkTable {
  practiceId: string;
  questionNo: number;
  jobId: string | null;
  state: 'queued' | 'done' | 'failed';
  score: number | null;
  totalScore: number;
  points: string | null;
  feedback: string | null;
  promptId: string | null;
  model: string | null;
  teacherScore: number | null;
  teacherId: string | null;
  teacherMarkedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/** An AI solution cached per question (0013). */
export interface AiSolutionTable {
  cacheKey: string;
  jobId: string | null;
  state: 'queued' | 'done' | 'failed';
  solution: string | null;
  promptId: string | null;
  model: string | null;
  createdAt: number;
  updatedAt: number;
}
