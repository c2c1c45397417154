import type { Config } from '../../config.ts';
import type { Ctx } from '../../context.ts';

/** Where auth events go: the app's logger (set by buildApp), structured, no secrets. */
export interface AuthLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}
const loggers = new WeakMap<Config, AuthLogger>();

export function setAuthLogger(config: Config, logger: AuthLogger): void {
  loggers.set(config, logger);
}

/** decision 005: every login, failure, logout, signup, reset, password change and deletion. */
export function authEvent(
  ctx: Ctx,
  event: string,
  facts: { userId?: number | null; outcome?: string } = {},
): void {
  const entry = { auth: event, ip: ctx.ip, userAgent: ctx.userAgent.slice(0, 200), ...facts };
  const logger = loggers.get(ctx.config);
  if (facts.outcome && facts.outcome !== 'ok') logger?.warn(entry, `auth ${event}`);
  else logger?.info(entry, `auth ${event}`);
}
