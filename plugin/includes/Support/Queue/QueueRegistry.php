<?php
/**
 * The plugin's queues.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Queue;

/**
 * Every retrying queue of the plugin, by name, in the order they were added. Built once by the
 * composition root and handed to the modules that own a queue, which add theirs; the command
 * line runs them all.
 */
final class QueueRegistry {

	/**
	 * The queues by name.
	 *
	 * @var array<string, NamedQueue>
	 */
	private array $queues = array();

	/**
	 * Adds a queue (a second one of the same name replaces the first).
	 *
	 * @param NamedQueue $queue The queue.
	 */
	public function add( NamedQueue $queue ): void {
		$this->queues[ $queue->name ] = $queue;
	}

	/**
	 * Every queue.
	 *
	 * @return list<NamedQueue>
	 */
	public function all(): array {
		return array_values( $this->queues );
	}

	/**
	 * The queues of one group, in the order they were added.
	 *
	 * @param string $group The group (NamedQueue::$group).
	 * @return list<NamedQueue>
	 */
	public function group( string $group ): array {
		return array_values( array_filter( $this->queues, static fn ( NamedQueue $queue ): bool => '' !== $group && $group === $queue->group ) );
	}

	/**
	 * One queue by name, or null.
	 *
	 * @param string $name Its name.
	 */
	public function get( string $name ): ?NamedQueue {
		return $this->queues[ $name ] ?? null;
	}
}
