/**
 * The names the comments page object finds things by: the pt_BR phrases the site speaks on every
 * runtime (Farol\Comments\PhrasesCatalogue, plugin/languages/pt_BR/comments-*.po), and the
 * widget's endpoints.
 */

/** The phrases the specs find things by. */
export const PHRASES = {
	joinForm: 'Participe da conversa',
	replyForm: 'Escreva sua resposta',
	editForm: 'Editar',
	name: 'Nome',
	email: 'E-mail',
	consent: /^Salvar meu nome, e-mail e site/,
	submit: /^(Publicar comentário|Publicar resposta|Salvar)$/,
	cancel: 'Cancelar',
	like: 'Gostei',
	dislike: 'Não gostei',
	reply: /^Responder para /,
	edit: 'Editar',
	delete: 'Excluir',
	readMore: 'Ler mais',
	repliesToggle: /^(Ocultar|Ver) respostas/,
	loadMore: /^Carregar mais comentários/,
	loading: 'Carregando…',
	sortBy: /^Ordenar por/,
	sortMenu: 'Ordenar por',
	filters: 'Filtros',
	pin: 'Fixar',
	unpin: 'Desafixar',
	closeThread: 'Fechar conversa',
	pinned: 'Fixado',
	threadClosed: 'Conversa fechada',
	posted: 'Seu comentário foi publicado.',
	held: 'Seu comentário está aguardando moderação.',
	editorToolbar: 'Formatação',
	counter: /^Caracteres restantes: \d+$/,
} as const;

export type SortName = 'Mais recentes' | 'Mais antigos' | 'Mais votados';
export type FilterName = 'Mais reações' | 'Conversa mais quente';

/**
 * The widget's calls, through whichever endpoint the settings chose: Farol's own (the default)
 * or core's admin-ajax. For `page.route()` and response filters.
 */
export const WIDGET_CALLS =
	/\/wp-admin\/admin-ajax\.php|[?&]farol-comments-ajax=1/;
