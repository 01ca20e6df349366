import type { StackPorts } from './stack.js';

/** MAIL_SANDBOX_PORT (default 3006) and MAIL_SANDBOX_SMTP_PORT (default 2525). */
export function mailSandboxPorts(
  defaults: Pick<StackPorts, 'mailSandbox' | 'mailSandboxSmtp'>,
): Pick<StackPorts, 'mailSandbox' | 'mailSandboxSmtp'> {
  const port = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1 || value > 65535)
      throw new Error(`${name} must be a port number, not "${process.env[name]}".`);
    return value;
  };
  return {
    mailSandbox: port('MAIL_SANDBOX_PORT', defaults.mailSandbox),
    mailSandboxSmtp: port('MAIL_SANDBOX_SMTP_PORT', defaults.mailSandboxSmtp),
  };
}
