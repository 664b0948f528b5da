/**
 * The queues' state: for each queue that delivers through the provider (the lead forms' and the
 * contact forms'), how many conversions wait, were sent or failed; whether the provider refused
 * the key; and a button that puts the failed ones of every queue back.
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
} from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage, loadQueue, retryFailed, type QueueState } from './api';

/** The queue panel. */
export function QueuePanel() {
	const [ queue, setQueue ] = useState< QueueState | null >( null );
	const [ error, setError ] = useState( '' );
	const [ busy, setBusy ] = useState( false );

	const refresh = useCallback( () => {
		loadQueue()
			.then( setQueue )
			.catch( ( reason: unknown ) => setError( errorMessage( reason ) ) );
	}, [] );
	useEffect( refresh, [ refresh ] );

	const retry = () => {
		setBusy( true );
		retryFailed()
			.then( refresh )
			.catch( ( reason: unknown ) => setError( errorMessage( reason ) ) )
			.finally( () => setBusy( false ) );
	};

	return (
		<Card className="farol-forwarding__panel">
			<CardHeader>
				<h2>{ __( 'Queue', 'farol' ) }</h2>
			</CardHeader>
			<CardBody>
				{ error && (
					<Notice status="error" isDismissible={ false }>
						{ error }
					</Notice>
				) }
				{ queue?.stopped && (
					<Notice status="warning" isDismissible={ false }>
						{ sprintf(
							/* translators: %s: the provider's answer. */
							__(
								'Forwarding is stopped: the provider refused the API key (%s). Save a new key to restart it.',
								'farol'
							),
							queue.stopped
						) }
					</Notice>
				) }
				{ queue?.queues.map( ( one ) => (
					<div key={ one.name } className="farol-forwarding__queue">
						<h3>{ one.label }</h3>
						<ul className="farol-forwarding__counts">
							<li>
								{ sprintf(
									/* translators: %d: number of conversions. */
									__( 'Waiting: %d', 'farol' ),
									one.pending
								) }
							</li>
							<li>
								{ sprintf(
									/* translators: %d: number of conversions. */
									__( 'Sent: %d', 'farol' ),
									one.sent
								) }
							</li>
							<li>
								{ sprintf(
									/* translators: %d: number of conversions. */
									__( 'Failed: %d', 'farol' ),
									one.failed
								) }
							</li>
						</ul>
					</div>
				) ) }
				<Button
					variant="secondary"
					isBusy={ busy }
					disabled={
						! queue ||
						queue.queues.every( ( one ) => one.failed === 0 )
					}
					onClick={ retry }
				>
					{ __( 'Send the failed conversions again', 'farol' ) }
				</Button>
			</CardBody>
		</Card>
	);
}
