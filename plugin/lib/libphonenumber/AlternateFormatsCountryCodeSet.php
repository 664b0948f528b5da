<?php

/**
 * libphonenumber-for-php data file
 * This file has been @generated from libphonenumber data
 * Do not modify!
 * @internal
 */

declare(strict_types=1);

namespace Farol\Vendor\libphonenumber;

/**
 * @internal
 */
class AlternateFormatsCountryCodeSet
{
    /**
     * A set of all country calling codes for which data is available.
     * @var int[]
     */
    public const ALTERNATE_FORMATS_COUNTRY_CODE_SET = [
        7,
        27,
        30,
        31,
        34,
        36,
        39,
        43,
        44,
        49,
        52,
        54,
        55,
        58,
        61,
        62,
        64,
        66,
        81,
        84,
        90,
        91,
        94,
        95,
        255,
        350,
        351,
        352,
        358,
        359,
        372,
        373,
        380,
        381,
        385,
        505,
        506,
        595,
        675,
        676,
        679,
        855,
        856,
        971,
        972,
        995,
    ];
}
