import 'reflect-metadata';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

/** Thrown at boot when the environment is missing or malformed; its message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Builds a service's typed config object once from the environment. Empty strings count as
 * unset, so `FOO=` in a `.env` file falls back to the default like a missing variable does.
 */
export function loadConfig<T extends object>(
  schema: ClassConstructor<T>,
  env: Record<string, string | undefined> = process.env,
): T {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const config = plainToInstance(schema, present, {
    enableImplicitConversion: true,
    exposeDefaultValues: true,
  });
  const errors = validateSync(config, { whitelist: false, forbidUnknownValues: true });
  if (errors.length > 0) throw new ConfigError(describe(errors));
  return config;
}

function describe(errors: ValidationError[]): string {
  const lines = errors.flatMap((error) =>
    Object.values(error.constraints ?? {}).map((text) => `- ${text}`),
  );
  return `The configuration is invalid:\n${lines.join('\n')}`;
}
