/**
 * The error boundary every mounted block sits in: a component that throws (while rendering,
 * in an effect, on a later update) is reported to `onError` instead of blanking the block.
 * It renders nothing itself; the mount helper puts the server's markup back.
 */

/**
 * External dependencies
 */
import { Component, type ReactNode } from 'react';

interface BoundaryProps {
	children: ReactNode;
	/** Called once with what was thrown. */
	onError: ( error: unknown ) => void;
}

interface BoundaryState {
	failed: boolean;
}

/**
 * Catches what its children throw.
 */
export class MountBoundary extends Component< BoundaryProps, BoundaryState > {
	override state: BoundaryState = { failed: false };

	/**
	 * Switches to the failed state (renders nothing).
	 */
	static getDerivedStateFromError(): BoundaryState {
		return { failed: true };
	}

	/**
	 * Reports the error once React has removed the broken tree.
	 *
	 * @param error What was thrown.
	 */
	override componentDidCatch( error: unknown ): void {
		this.props.onError( error );
	}

	override render() {
		return this.state.failed ? null : this.props.children;
	}
}
