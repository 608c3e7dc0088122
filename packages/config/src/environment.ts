/**
 * The environment a process hands the threads and processes it starts (`@wcab/config/environment`):
 * its own, with some variables set over it. The one other place, besides the settings schema, that
 * touches the environment, so that packages/config remains the only reader.
 */
export function environmentWith(overrides: Record<string, string> = {}): Record<string, string> {
  return { ...(process.env as Record<string, string>), ...overrides };
}
