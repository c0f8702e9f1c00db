// Converts between the engine's Position/Move and the reference implementation's Board/Step.
#pragma once

#include <string>

#include "ReferenceRules.h"
#include "engine/core/Move.h"
#include "engine/core/Position.h"

namespace bridge {

reference::Board toReference(const bagh::Position& pos);
bagh::Move toMove(const reference::Step& step);
// Parses an OBX record that the test knows to be valid (fails the test otherwise).
bagh::Position position(const char* obx);

}  // namespace bridge
