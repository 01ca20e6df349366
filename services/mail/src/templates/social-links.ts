/** Where the social alerts send the member (the social media screen's tabs). */
export const SOCIAL_SCHEDULED_PATH = '/user/social-media?tab=scheduled';
export const SOCIAL_ACCOUNTS_PATH = '/user/social-media?tab=accounts';
