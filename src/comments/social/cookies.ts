/**
 * Social login's cookie names, shared by the seam (./index.ts) and the chunk (./login.ts).
 */

/** The cookie a failed redirect flow leaves with its phrase key (SocialLoginActions::ERROR_COOKIE). */
export const ERROR_COOKIE = 'farol_social_error';

/** The cookie of a confirmed agreement (30 days). */
export const AGREEMENT_COOKIE = 'farol_social_agreement';
