import { OAuthClient, type OAuthClientSettings } from './oauth-client.js';
import { PlatformAdapterBase } from './platform-adapter-base.js';
import {
  PlatformError,
  type CodeExchange,
  type PlatformChoice,
  type PlatformEndpoints,
  type PlatformTokens,
} from './platform.js';
import type { AdapterOptions } from './platform-http.js';

/**
 * A platform that follows OAuth 2.0 as written (X, LinkedIn): the code becomes tokens at its
 * token endpoint, the account is whoever its API says the token belongs to, and a refresh token
 * renews the access (without one, only reconnecting can).
 */
export abstract class OAuthPlatformAdapter<
  Options extends AdapterOptions = AdapterOptions,
> extends PlatformAdapterBase<Options> {
  /** Why an account without a refresh token must be reconnected, in the platform's terms. */
  protected abstract readonly cannotRenew: string;

  /** How the app meets the platform's OAuth server (client authentication, server metadata). */
  protected abstract oauthSettings(endpoints: PlatformEndpoints): OAuthClientSettings;

  /** The account an access token belongs to, from the platform's API. */
  protected abstract account(
    endpoints: PlatformEndpoints,
    accessToken: string,
  ): Promise<Omit<PlatformChoice, 'tokens'>>;

  async exchangeCode(
    endpoints: PlatformEndpoints,
    exchange: CodeExchange,
  ): Promise<PlatformChoice[]> {
    const tokens = await this.oauth(endpoints).exchangeCode(exchange);
    return [{ ...(await this.account(endpoints, tokens.accessToken)), tokens }];
  }

  async refresh(endpoints: PlatformEndpoints, tokens: PlatformTokens): Promise<PlatformTokens> {
    if (!tokens.refreshToken) throw new PlatformError('unauthorized', this.cannotRenew);
    return this.oauth(endpoints).refresh(tokens.refreshToken);
  }

  protected oauth(endpoints: PlatformEndpoints): OAuthClient {
    return new OAuthClient(this.http, endpoints, this.options.timeoutMs, {
      ...this.oauthSettings(endpoints),
      pkce: this.pkce,
    });
  }
}
