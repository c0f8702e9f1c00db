// Engine value types that travel through signals. Include before declaring any signal that
// carries them, so moc and queued connections know them.
#pragma once

#include <QMetaType>

#include "engine/core/Move.h"
#include "engine/core/Position.h"

Q_DECLARE_METATYPE(bagh::Move)
Q_DECLARE_METATYPE(bagh::Position)
Q_DECLARE_METATYPE(bagh::GameResult)
