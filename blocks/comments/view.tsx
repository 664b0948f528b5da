/**
 * Front end: the comment widget takes over the area the server printed (see src/comments/).
 * Without this script the thread reads and core's form posts as printed.
 */

/**
 * Internal dependencies
 */
import { startComments } from '../../src/comments/start';

startComments();
