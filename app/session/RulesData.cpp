#include "session/RulesData.h"

namespace rulesdata {

using bagh::games::GameKind;

QString name(const bagh::games::GameRules& rules) {
    return QString::fromStdString(bagh::games::gameRulesName(rules));
}

std::optional<bagh::games::GameRules> fromName(const QString& text, QString* error) {
    const bagh::games::GameRulesReading r = bagh::games::parseGameRules(text.toStdString());
    if (!r.rules && error) *error = QString::fromStdString(r.error);
    return r.rules;
}

QVariant kindData(GameKind kind) { return QString::fromLatin1(bagh::games::gameKindName(kind)); }

GameKind kindOf(const QVariant& data) {
    return bagh::games::gameKindFromName(data.toString().toStdString())
        .value_or(GameKind::BaghChal);
}

QVariant ruleData(bagh::RepetitionRule rule) {
    return QString::fromLatin1(bagh::games::ruleWord(rule));
}

bagh::RepetitionRule ruleOf(const QVariant& data) {
    return bagh::games::ruleFromWord(data.toString().toStdString())
        .value_or(bagh::RepetitionRule::ThirdOccurrenceDraws);
}

}  // namespace rulesdata
