// A game's rules and their parts as Qt values: the text of engine/games/GameRules.h's one
// spelling ("baghchal", "lambs/5", "no-recurrence"). The item data of the dialogs' combo boxes
// and what QSettings stores, so that no index or integer stands for a game or a rule.
#pragma once

#include <QString>
#include <QVariant>
#include <optional>

#include "engine/games/GameRules.h"

namespace rulesdata {

QString name(const bagh::games::GameRules& rules);  // "lambs/all/no-recurrence"
// The rules named by `text` (any form parseGameRules reads); nothing for another text, with
// the parser's reason in *error when given.
std::optional<bagh::games::GameRules> fromName(const QString& text, QString* error = nullptr);

QVariant kindData(bagh::games::GameKind kind);  // "baghchal", "lambs"
// The game a kindData() names; Bagh-Chal for anything else.
bagh::games::GameKind kindOf(const QVariant& data);

QVariant ruleData(bagh::RepetitionRule rule);  // "third-repetition", "no-recurrence"
// The rule a ruleData() names; third repetition draws for anything else.
bagh::RepetitionRule ruleOf(const QVariant& data);

}  // namespace rulesdata
