// Engine value types that travel through signals. Include before declaring any signal that
// carries them, so moc and queued connections know them. The app speaks the neutral types of
// engine/games (either game); only a game's own engine sees its native types.
#pragma once

#include <QMetaType>

#include "engine/core/Position.h"  // GameResult
#include "engine/games/AnyGame.h"
#include "engine/games/GameTypes.h"

Q_DECLARE_METATYPE(bagh::Side)
Q_DECLARE_METATYPE(bagh::games::Move)
Q_DECLARE_METATYPE(bagh::games::Position)
Q_DECLARE_METATYPE(bagh::games::Game)
Q_DECLARE_METATYPE(bagh::GameResult)
