import pLimit from 'p-limit';
import sharp from 'sharp';

// Decoding pictures is the API's most memory-hungry work: a few uploads at once could each hold hundreds of MB of
// pixels. So every picture job (sharp, and ffmpeg taking a frame from an uploaded video) waits its turn in one
// queue per process, and sharp keeps no cache and uses one thread per job: memory falls back once the queue is empty.

/** Picture jobs that run at the same time in one process (the rest wait, in order). */
export const IMAGE_JOBS_AT_ONCE = 2;

sharp.cache(false);
sharp.concurrency(1);

const limit = pLimit(IMAGE_JOBS_AT_ONCE);

/** Runs one picture job when a slot is free. */
export const runImageJob = <T>(job: () => Promise<T>): Promise<T> => limit(job);

/** Jobs running and waiting right now (for tests and benchmarks). */
export const imageJobsPending = () => limit.activeCount + limit.pendingCount;
