/**
 * PostgreSQL's serialization_failure and deadlock_detected: the transaction lost a race with
 * another and changed nothing, so running it again is safe.
 */
export function isSerializationFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
}
