// The one plain line each side says before encryption starts (docs/NETWORK.md, "The
// opening"). Every version's first line is `hello <protocol> …`; a version-2 guest says only
// `hello 2`, and a version-2 host answers `hello 2`, after which both start TLS (Keys.h) on the
// same connection and say everything else inside it. A hello of any other version is answered
// in plain text with `refuse version …` before any of its other words are read, so a
// version-1 program reads a refusal it knows, and a version-2 guest reads a version-1 host's
// refusal the same way. Nothing here reads a socket.
#pragma once

#include <string>
#include <string_view>

#include "engine/net/Protocol.h"

namespace bagh::net {

// "hello 2\n": the guest's opening, and the host's answer to it.
std::string openingLine();

struct Opening {
    enum class Kind : std::uint8_t { Encrypt, Refused };
    Kind kind = Kind::Refused;
    Reason reason = Reason::Garbage;  // Refused: WrongVersion, Garbage, or the host's reason
    std::string text;                 // Refused: why, for a person
};

// Host: the guest's first line (without its '\n'): Encrypt for `hello 2` alone; WrongVersion
// for a hello of any other version (a version-1 hello's secret is never read or echoed);
// Garbage for anything else.
Opening readGuestOpening(std::string_view line);

// Guest: the host's answer (without its '\n'): Encrypt for `hello 2` alone; the host's reason
// for a refuse line (a version-1 host answers `refuse version …`); Garbage for anything else.
Opening readHostAnswer(std::string_view line);

}  // namespace bagh::net
