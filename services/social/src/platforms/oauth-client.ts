import * as oauth from 'oauth4webapi';
import type { CodeExchange, PlatformEndpoints, PlatformTokens } from './platform.js';
import {
  authorizationServer,
  codeGrantRequest,
  oauthOptions,
  tokensFrom,
  type OAuthApp,
  type PlatformHttp,
} from './platform-http.js';

export interface OAuthClientSettings {
  /** How the app proves itself at the token endpoint (RFC 6749 §2.3.1). */
  clientAuth: 'basic' | 'post';
  /** Server metadata beyond the authorize and token URLs (an ID token's issuer, revocation). */
  server?: Partial<oauth.AuthorizationServer>;
  /** Whether the code grant carries the PKCE verifier. */
  pkce?: boolean;
  /** The platform's reason in an error body that is not OAuth's. */
  reasonOf?: (body: unknown) => string | undefined;
}

/**
 * A confidential app at one platform's OAuth 2.0 server, through oauth4webapi: the code grant,
 * refresh, revocation and extension grants every standard adapter makes the same way, each
 * failure turned into the platform's PlatformError by PlatformHttp.oauthError.
 */
export class OAuthClient {
  private readonly app: OAuthApp;

  constructor(
    private readonly http: PlatformHttp,
    private readonly endpoints: PlatformEndpoints,
    private readonly timeoutMs: number,
    private readonly settings: OAuthClientSettings,
  ) {
    const secret = endpoints.clientSecret;
    this.app = {
      as: authorizationServer(endpoints, settings.server),
      client: { client_id: endpoints.clientId },
      auth:
        settings.clientAuth === 'basic'
          ? oauth.ClientSecretBasic(secret)
          : oauth.ClientSecretPost(secret),
    };
  }

  /** Trades the code for tokens; an ID token that comes back is checked (issuer, audience, times). */
  exchangeCode(exchange: CodeExchange): Promise<PlatformTokens> {
    const { as, client } = this.app;
    return this.attempt('connect', async () => {
      const response = await codeGrantRequest(
        this.app,
        this.endpoints,
        exchange,
        this.timeoutMs,
        this.settings.pkce,
      );
      return tokensFrom(await oauth.processAuthorizationCodeResponse(as, client, response));
    });
  }

  /** An extension grant made while connecting (such as Facebook's long-lived token exchange). */
  extensionGrant(grantType: string, parameters: Record<string, string>): Promise<PlatformTokens> {
    const { as, client, auth } = this.app;
    return this.attempt('connect', async () => {
      const response = await oauth.genericTokenEndpointRequest(
        as,
        client,
        auth,
        grantType,
        parameters,
        this.options(),
      );
      return tokensFrom(await oauth.processGenericTokenEndpointResponse(as, client, response));
    });
  }

  /** New tokens for the refresh token; one the answer omits is kept. */
  refresh(refreshToken: string): Promise<PlatformTokens> {
    const { as, client, auth } = this.app;
    return this.attempt('refresh', async () => {
      const response = await oauth.refreshTokenGrantRequest(
        as,
        client,
        auth,
        refreshToken,
        this.options(),
      );
      const answer = await oauth.processRefreshTokenResponse(as, client, response);
      return tokensFrom(answer, { refreshToken });
    });
  }

  /** Revokes one token (RFC 7009), with a `token_type_hint` where given. */
  revoke(token: string, hint?: 'access_token' | 'refresh_token'): Promise<void> {
    const { as, client, auth } = this.app;
    return this.attempt('revoke', async () => {
      const response = await oauth.revocationRequest(as, client, auth, token, {
        ...this.options(),
        ...(hint ? { additionalParameters: { token_type_hint: hint } } : {}),
      });
      await oauth.processRevocationResponse(response);
    });
  }

  private options() {
    return oauthOptions(this.endpoints, this.timeoutMs);
  }

  private async attempt<T>(
    action: 'connect' | 'refresh' | 'revoke',
    request: () => Promise<T>,
  ): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw await this.http.oauthError(error, action, this.settings.reasonOf);
    }
  }
}
