/** The social service's typed config (`@Inject(SOCIAL_CONFIG) config: SocialConfig`). */
export const SOCIAL_CONFIG = Symbol('SOCIAL_CONFIG');
