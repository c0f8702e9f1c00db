#include "files/PlayerRecord.h"

#include <QSettings>
#include <QString>
#include <algorithm>

using namespace bagh;

namespace {

const QString kGroup = QStringLiteral("record");

QString key(int level, Side side, const char* what) {
    return QStringLiteral("level%1/%2/%3")
        .arg(level)
        .arg(side == Side::Goats ? QStringLiteral("goats") : QStringLiteral("tigers"),
             QString::fromLatin1(what));
}

}  // namespace

RecordLine PlayerRecord::line(int level, Side side) const {
    if (level < 1 || level > kLevels) return {};
    return lines_[level - 1][sideIndex(side)];
}

RecordLine PlayerRecord::total(Side side) const {
    RecordLine sum;
    for (const auto& level : lines_) {
        const RecordLine& l = level[sideIndex(side)];
        sum.wins += l.wins;
        sum.draws += l.draws;
        sum.losses += l.losses;
    }
    return sum;
}

bool PlayerRecord::isEmpty() const {
    return total(Side::Goats).games() == 0 && total(Side::Tigers).games() == 0;
}

void PlayerRecord::add(int level, Side side, PlayerOutcome outcome) {
    if (level < 1 || level > kLevels) return;
    RecordLine& l = lines_[level - 1][sideIndex(side)];
    switch (outcome) {
        case PlayerOutcome::Win:
            ++l.wins;
            break;
        case PlayerOutcome::Draw:
            ++l.draws;
            break;
        case PlayerOutcome::Loss:
            ++l.losses;
            break;
    }
}

bool PlayerRecord::countGame(int level, std::optional<Side> playerSide, GameResult result) {
    if (!playerSide || !result.over()) return false;
    if (level < 1 || level > kLevels) return false;
    add(level, *playerSide, outcomeFor(result, *playerSide));
    return true;
}

void PlayerRecord::clear() { *this = PlayerRecord(); }

PlayerOutcome PlayerRecord::outcomeFor(GameResult result, Side side) {
    if (result.outcome == Outcome::Draw) return PlayerOutcome::Draw;
    const Side winner = result.outcome == Outcome::GoatsWin ? Side::Goats : Side::Tigers;
    return winner == side ? PlayerOutcome::Win : PlayerOutcome::Loss;
}

PlayerRecord PlayerRecord::load(QSettings& settings) {
    PlayerRecord r;
    settings.beginGroup(kGroup);
    for (int level = 1; level <= kLevels; ++level)
        for (Side side : {Side::Goats, Side::Tigers}) {
            // A negative or unreadable count (a hand-edited file) reads as none.
            auto read = [&](const char* what) {
                return std::max(0, settings.value(key(level, side, what)).toInt());
            };
            RecordLine& l = r.lines_[level - 1][sideIndex(side)];
            l.wins = read("wins");
            l.draws = read("draws");
            l.losses = read("losses");
        }
    r.tutorWarnings_ = std::max(0, settings.value(QStringLiteral("tutor/warnings")).toInt());
    r.tutorTakenBack_ =
        std::clamp(settings.value(QStringLiteral("tutor/takenBack")).toInt(), 0, r.tutorWarnings_);
    settings.endGroup();
    return r;
}

void PlayerRecord::save(QSettings& settings) const {
    settings.beginGroup(kGroup);
    for (int level = 1; level <= kLevels; ++level)
        for (Side side : {Side::Goats, Side::Tigers}) {
            const RecordLine& l = lines_[level - 1][sideIndex(side)];
            settings.setValue(key(level, side, "wins"), l.wins);
            settings.setValue(key(level, side, "draws"), l.draws);
            settings.setValue(key(level, side, "losses"), l.losses);
        }
    settings.setValue(QStringLiteral("tutor/warnings"), tutorWarnings_);
    settings.setValue(QStringLiteral("tutor/takenBack"), tutorTakenBack_);
    settings.endGroup();
}

void PlayerRecord::erase(QSettings& settings) { settings.remove(kGroup); }
