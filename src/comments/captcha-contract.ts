/**
 * The comment captcha's wire (issue 24): the answer of wpdCaptchaChallenge, a fresh
 * proof-of-work challenge for the post's forms (Farol\Comments\Captcha\CaptchaActions).
 * Spread into `commentsAnswers`, so WireContractTest validates what PHP sends.
 *
 * A contract module (imports zod only).
 */

/**
 * External dependencies
 */
import { z } from 'zod';

/** `pow1.<salt>.<bits>.<expires>.<signature>` (Support\Captcha\ProofOfWork). */
export const captchaChallengeAnswer = z.object( {
	challenge: z
		.string()
		.regex( /^pow1\.[0-9a-f]{32}\.[0-9]{1,2}\.[0-9]{1,12}\.[0-9a-f]{64}$/ ),
} );

export const captchaAnswers = {
	wpdCaptchaChallenge: captchaChallengeAnswer,
};
