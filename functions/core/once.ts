/**
 * A value built on first use, then kept for the container's life. For module-scope work a cold start need
 * not pay (zod schemas a request may never reach: #31 item 3 measures module load against the AWS clients).
 */
export const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};
