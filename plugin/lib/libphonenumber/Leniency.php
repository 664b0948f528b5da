<?php

declare(strict_types=1);

namespace Farol\Vendor\libphonenumber;

use Farol\Vendor\libphonenumber\Leniency\Possible;
use Farol\Vendor\libphonenumber\Leniency\StrictGrouping;
use Farol\Vendor\libphonenumber\Leniency\Valid;
use Farol\Vendor\libphonenumber\Leniency\ExactGrouping;

class Leniency
{
    public static function POSSIBLE(): Possible
    {
        return new Possible();
    }

    public static function VALID(): Valid
    {
        return new Valid();
    }

    public static function STRICT_GROUPING(): StrictGrouping
    {
        return new StrictGrouping();
    }

    public static function EXACT_GROUPING(): ExactGrouping
    {
        return new ExactGrouping();
    }
}
