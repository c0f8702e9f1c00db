// The one place where the engine's errors become the player's words: every OBX record error
// (bagh::ObxError, by its code and numbers, not its English) as a translatable sentence with
// numbers in the reader's digits. The engine keeps its English for the CLI and logs; the app
// shows only what this says. Qt Core only, so the session may use it too.
#pragma once

#include <QString>

#include "engine/core/Obx.h"

namespace EngineWords {

// The error in the player's language. An error without a code (another record format sharing
// ObxError) falls back to the engine's own message.
QString obxError(const bagh::ObxError& error);

}  // namespace EngineWords
