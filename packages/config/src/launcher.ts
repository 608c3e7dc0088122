/**
 * What a launcher records for the process it starts (apps/cli/bin/wcab.mjs, packages/mcp/bin/mcp-stdio.mjs
 * move to the repository before starting it): the folder the user started it in, so paths are taken
 * as typed, and the CLI's API key for a remote server. Light (`@wcab/config/launcher`): read before
 * any other setting, without validating them (`wcab --help` stays instant).
 */
export interface LauncherSettings {
  /** WCAB_CALLER_DIR: where `wcab` was started; unset, the current folder. */
  cliCallerDir?: string;
  /** WCAB_MCP_CALLER_DIR: where the stdio MCP server was started. */
  mcpCallerDir?: string;
  /** WCAB_API_KEY: the key `wcab --url` sends when --key is not given. */
  apiKey?: string;
  /** WCAB_URL: the server `wcab correct` sends corrections to when --url is not given. */
  url?: string;
}

export function launcherSettings(env: Record<string, string | undefined> = process.env): LauncherSettings {
  return {
    cliCallerDir: env.WCAB_CALLER_DIR || undefined,
    mcpCallerDir: env.WCAB_MCP_CALLER_DIR || undefined,
    apiKey: env.WCAB_API_KEY || undefined,
    url: env.WCAB_URL || undefined,
  };
}
