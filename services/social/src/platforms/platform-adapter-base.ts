import type { SocialPlatform } from '@sandglass/shared';
import type {
  AuthorizationRequest,
  CodeExchange,
  PlatformAdapter,
  PlatformChoice,
  PlatformEndpoints,
  PlatformTokens,
  Published,
  PublishingAccount,
  PublishRequest,
  ReconcileRequest,
} from './platform.js';
import { consentUrl, PlatformHttp, type AdapterOptions } from './platform-http.js';

/**
 * What every adapter has in the same form: its options, its HTTP to the platform (named as
 * sentences name it), and the consent page built from its scopes, joined as the platform wants
 * them, with a PKCE challenge where the platform takes one. The rest is each platform's own.
 */
export abstract class PlatformAdapterBase<
  Options extends AdapterOptions = AdapterOptions,
> implements PlatformAdapter {
  abstract readonly platform: SocialPlatform;
  abstract readonly scopes: readonly string[];
  /** How the consent URL joins the scopes. */
  protected abstract readonly scopeSeparator: ' ' | ',';
  /** Whether the consent carries a PKCE challenge, and the code grant its verifier. */
  protected readonly pkce: boolean = false;
  protected readonly http: PlatformHttp;

  constructor(
    name: string,
    protected readonly options: Options,
  ) {
    this.http = new PlatformHttp(name, options.timeoutMs);
  }

  authorizationUrl(endpoints: PlatformEndpoints, request: AuthorizationRequest): URL {
    return consentUrl(endpoints, request, this.scopes.join(this.scopeSeparator), this.pkce);
  }

  abstract exchangeCode(
    endpoints: PlatformEndpoints,
    exchange: CodeExchange,
  ): Promise<PlatformChoice[]>;

  abstract refresh(endpoints: PlatformEndpoints, tokens: PlatformTokens): Promise<PlatformTokens>;

  abstract revoke(endpoints: PlatformEndpoints, tokens: PlatformTokens): Promise<void>;

  abstract publish(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    request: PublishRequest,
    onCheckpoint?: (checkpoint: string) => Promise<void>,
  ): Promise<Published>;

  abstract findPublished(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    request: ReconcileRequest,
  ): Promise<Published | null>;
}
