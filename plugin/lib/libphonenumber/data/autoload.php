<?php

/**
 * Loads the region metadata classes, grouped by the first character of their region code in
 * PhoneNumberMetadata-<character>.php. Written by tools/vendoring/prefix-libphonenumber.php.
 *
 * @internal
 */

declare(strict_types=1);

spl_autoload_register(
    static function (string $class): void {
        $prefix = 'Farol\Vendor\libphonenumber\data\PhoneNumberMetadata_';
        if (!str_starts_with($class, $prefix) || strlen($class) === strlen($prefix)) {
            return;
        }
        $file = __DIR__ . '/PhoneNumberMetadata-' . strtoupper($class[strlen($prefix)]) . '.php';
        if (is_readable($file)) {
            require_once $file;
        }
    }
);
