import { describe, expect, it } from '@jest/globals';
import { readOAuthReturn } from './oauthReturn';

const read = (query: string) => readOAuthReturn(new URLSearchParams(query));

describe('coming back from a platform', () => {
  it('says which platform is connected', () => {
    expect(read('tab=accounts&connected=linkedin')).toEqual({
      toast: {
        title: 'Account Connected',
        description: 'LinkedIn is connected. You can post to it now.',
      },
      connected: 'linkedin',
      chooseFacebookPage: false,
    });
  });

  it('turns an error code into a sentence, known or not', () => {
    expect(read('tab=accounts&error=access_denied').toast).toEqual({
      title: 'Connection Failed',
      description: 'The connection was not approved on the platform.',
      variant: 'destructive',
    });
    expect(read('error=weird').toast?.description).toBe(
      'The connection did not complete (weird). Try again.',
    );
  });

  it('asks for a Facebook Page, and says nothing for an ordinary visit', () => {
    expect(read('tab=accounts&choose=facebook')).toEqual({
      toast: null,
      connected: null,
      chooseFacebookPage: true,
    });
    expect(read('tab=accounts')).toEqual({
      toast: null,
      connected: null,
      chooseFacebookPage: false,
    });
    expect(read('connected=myspace')).toMatchObject({ toast: null, connected: null });
  });
});
