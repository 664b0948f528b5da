/**
 * External dependencies
 */
import '@testing-library/jest-dom';
