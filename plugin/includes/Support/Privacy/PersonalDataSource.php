<?php
/**
 * What a feature keeps about an e-mail address, for core's privacy tools.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Privacy;

/**
 * One feature's personal data, found by e-mail address (the address itself, or the member
 * whose account has it): PersonalData registers it with core's Tools › Export Personal Data and
 * Tools › Erase Personal Data. The feature owns its tables; PersonalData only shapes the answers.
 */
interface PersonalDataSource {

	/**
	 * A short key, unique among the plugin's sources (core's exporter/eraser id is `farol-<id>`).
	 */
	public function id(): string;

	/**
	 * The group's name in the export and the tools' lists, translated.
	 */
	public function label(): string;

	/**
	 * One page of what is kept about an address.
	 *
	 * @param string $email The address.
	 * @param int    $page  Page, from 1.
	 * @return array{items: list<array{id: string, data: array<string, string>}>, done: bool} Each item: a key unique in the source and its fields by translated name.
	 */
	public function export( string $email, int $page ): array;

	/**
	 * Erases (or anonymises) one page of what is kept about an address; other people's rows stay.
	 *
	 * @param string $email The address.
	 * @param int    $page  Page, from 1 (core asks again while not done).
	 * @return array{removed: int, retained: int, messages: list<string>, done: bool}
	 */
	public function erase( string $email, int $page ): array;
}
