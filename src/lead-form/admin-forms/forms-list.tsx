/**
 * The list of forms: title, status, token, the snippets to copy, and the actions.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { StoredForm } from './api';
import { adminConfig } from './config';

interface FormsListProps {
	forms: StoredForm[];
	busy: boolean;
	onEdit: ( form: StoredForm ) => void;
	onRotate: ( form: StoredForm ) => void;
	onDelete: ( form: StoredForm ) => void;
	onCopy: ( text: string, what: string ) => void;
}

/**
 * The block markup that shows a form in a post.
 *
 * @param form The form.
 */
export function blockSnippet( form: StoredForm ): string {
	return `<!-- wp:farol/lead-form {"formId":${ form.id }} /-->`;
}

export function FormsList( {
	forms,
	busy,
	onEdit,
	onRotate,
	onDelete,
	onCopy,
}: FormsListProps ) {
	if ( forms.length === 0 ) {
		return <p>{ __( 'No lead forms yet.', 'farol' ) }</p>;
	}
	return (
		<table className="wp-list-table widefat striped farol-forms-admin__list">
			<thead>
				<tr>
					<th scope="col">{ __( 'Title', 'farol' ) }</th>
					<th scope="col">{ __( 'Status', 'farol' ) }</th>
					<th scope="col">{ __( 'Public token', 'farol' ) }</th>
					<th scope="col">{ __( 'Embed', 'farol' ) }</th>
					<th scope="col">{ __( 'Actions', 'farol' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ forms.map( ( form ) => {
					const title =
						form.title || __( '(untitled form)', 'farol' );
					const templateUrl = `${ adminConfig().templateBase }/${
						form.id
					}`;
					return (
						<tr key={ form.id }>
							<th scope="row">
								{ title }
								{ form.definition === null && (
									<p className="farol-forms-admin__error">
										{ __(
											'Its stored definition is broken; saving it again fixes it.',
											'farol'
										) }
									</p>
								) }
							</th>
							<td>
								{ form.status === 'publish'
									? __( 'Published', 'farol' )
									: __( 'Draft', 'farol' ) }
							</td>
							<td>
								<code className="farol-forms-admin__token">
									{ form.token ?? '—' }
								</code>
							</td>
							<td>
								<Button
									variant="link"
									onClick={ () =>
										onCopy(
											blockSnippet( form ),
											__( 'Block markup', 'farol' )
										)
									}
									aria-label={ `${ __(
										'Copy the block markup of',
										'farol'
									) } ${ title }` }
								>
									{ __( 'Copy block', 'farol' ) }
								</Button>
								{ ' · ' }
								<Button
									variant="link"
									onClick={ () =>
										onCopy(
											templateUrl,
											__( 'Template address', 'farol' )
										)
									}
									aria-label={ `${ __(
										'Copy the template address of',
										'farol'
									) } ${ title }` }
								>
									{ __( 'Copy template address', 'farol' ) }
								</Button>
							</td>
							<td className="farol-forms-admin__row-actions">
								<Button
									variant="secondary"
									size="small"
									disabled={ busy }
									onClick={ () => onEdit( form ) }
									aria-label={ `${ __(
										'Edit',
										'farol'
									) } ${ title }` }
								>
									{ __( 'Edit', 'farol' ) }
								</Button>
								<Button
									variant="tertiary"
									size="small"
									disabled={ busy }
									onClick={ () => onRotate( form ) }
									aria-label={ `${ __(
										'New token for',
										'farol'
									) } ${ title }` }
								>
									{ __( 'New token', 'farol' ) }
								</Button>
								<Button
									variant="tertiary"
									size="small"
									isDestructive
									disabled={ busy }
									onClick={ () => onDelete( form ) }
									aria-label={ `${ __(
										'Delete',
										'farol'
									) } ${ title }` }
								>
									{ __( 'Delete', 'farol' ) }
								</Button>
							</td>
						</tr>
					);
				} ) }
			</tbody>
		</table>
	);
}
