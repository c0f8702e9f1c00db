#include "session/MoveListModel.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>
#include <QStringList>

#include "engine/games/BoardShape.h"

using namespace bagh::games;
using bagh::GameValue;
using bagh::Side;
namespace games = bagh::games;

void MoveListModel::setGame(const Game& game, int shownPly) {
    beginResetModel();
    kind_ = game.kind();
    moves_ = game.moves();
    keys_.clear();
    for (int i = 0; i <= static_cast<int>(moves_.size()); ++i)
        keys_.push_back(game.positionAt(i).key());
    shown_ = shownPly < 0 ? static_cast<int>(moves_.size()) : shownPly;
    tigersFirst_ = game.startPosition().sideToMove() == Side::Tigers;
    endResetModel();
}

int MoveListModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid()) return 0;
    const int cells = static_cast<int>(moves_.size()) + (tigersFirst_ ? 1 : 0);
    return (cells + 1) / 2;
}

int MoveListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : 2; }

int MoveListModel::plyAt(int row, int column) const {
    const int ply = row * 2 + column - (tigersFirst_ ? 1 : 0);
    return ply >= 0 && ply < static_cast<int>(moves_.size()) ? ply : -1;
}

void MoveListModel::recordValue(quint64 positionKey, GameValue value) {
    if (value == GameValue::Unknown || values_.value(positionKey) == value) return;
    values_.insert(positionKey, value);
    if (showVerdicts_ && rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, 1));
}

void MoveListModel::setShowVerdicts(bool on) {
    if (on == showVerdicts_) return;
    showVerdicts_ = on;
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, 1));
}

void MoveListModel::setPlyNotes(const QVector<PlyNote>& notes) {
    notes_ = notes;
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, 1));
}

GameValue MoveListModel::verdict(int ply) const {
    if (ply < 0 || ply >= static_cast<int>(moves_.size())) return GameValue::Unknown;
    const GameValue before = values_.value(keys_[ply], GameValue::Unknown);
    const GameValue after = values_.value(keys_[ply + 1], GameValue::Unknown);
    if (before == GameValue::Unknown || after == GameValue::Unknown) return GameValue::Unknown;
    // `after` is for the opponent: the mover's value is its mirror.
    const GameValue mine = opposite(after);
    auto rank = [](GameValue v) { return v == GameValue::Win ? 2 : v == GameValue::Draw ? 1 : 0; };
    return rank(mine) < rank(before) ? mine : GameValue::Unknown;
}

QString MoveListModel::moveText(GameKind kind, Move m) {
    const QString to = QString::fromStdString(games::pointName(kind, m.to()));
    if (m.isPlacement()) return to;
    const QString from = QString::fromStdString(games::pointName(kind, m.from()));
    return from + (m.isJump() ? QStringLiteral("×") : QStringLiteral("–")) + to;
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const int ply = plyAt(index.row(), index.column());
    switch (role) {
        case Qt::DisplayRole: {
            if (ply < 0) return QString();
            if (ply < notes_.size()) return moveText(kind_, moves_[ply]) + notes_[ply].symbol;
            const bool mistake = showVerdicts_ && verdict(ply) != GameValue::Unknown;
            return moveText(kind_, moves_[ply]) + (mistake ? QStringLiteral("?") : QString());
        }
        case Qt::AccessibleTextRole:
            // The verdict in words, not a symbol, for a screen reader.
            // The row's number and the column's side too: a reader on one cell hears the move
            // whole ("Move 3, Tigers, A1–B2").
            if (ply < 0) return QString();
            {
                const QString move = tr("Move %1, %2, %3")
                                         .arg(QLocale().toString(index.row() + 1),
                                              index.column() == 0 ? tr("Goats") : tr("Tigers"),
                                              moveText(kind_, moves_[ply]));
                if (ply < notes_.size() && !notes_[ply].words.isEmpty())
                    return tr("%1, %2").arg(move, notes_[ply].words);
                return move;
            }
        case Qt::TextAlignmentRole:
            return int(Qt::AlignCenter);
        case Qt::FontRole:
            if (ply >= 0 && ply == shown_ - 1) {
                QFont f;
                f.setBold(true);
                return f;
            }
            return {};
        case Qt::ForegroundRole:
            // Read off the application's palette, so both colour schemes keep their contrast.
            if (ply >= shown_)  // after the shown position
                return QGuiApplication::palette().color(QPalette::PlaceholderText);
            if (ply < 0) return {};
            if (ply < notes_.size() ? notes_[ply].lost
                                    : showVerdicts_ && verdict(ply) != GameValue::Unknown)
                return QGuiApplication::palette().color(QPalette::Window).lightness() < 128
                           ? QColor(240, 120, 100)
                           : QColor(176, 38, 18);
            return {};
        case Qt::ToolTipRole: {
            if (ply < 0) return {};
            QStringList tips;
            if (moves_[ply].isJump()) tips << tr("Capture");
            if (ply < notes_.size()) {
                if (!notes_[ply].words.isEmpty()) tips << notes_[ply].words;
            } else if (showVerdicts_) {
                const GameValue v = verdict(ply);
                const GameValue before = values_.value(keys_[ply], GameValue::Unknown);
                if (v == GameValue::Loss && before == GameValue::Draw)
                    tips << tr("Turned a draw into a loss");
                else if (v == GameValue::Loss)
                    tips << tr("Threw away a win: now a loss");
                else if (v == GameValue::Draw)
                    tips << tr("Threw away a win: now a draw");
            }
            return tips.isEmpty() ? QVariant() : QVariant(tips.join(QStringLiteral("; ")));
        }
        default:
            return {};
    }
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    // The move number in the language's digits (the moves themselves are notation: C1, E1–D1).
    if (orientation == Qt::Vertical) return QLocale().toString(section + 1);
    return section == 0 ? tr("Goats") : tr("Tigers");
}

QModelIndex MoveListModel::lastMoveIndex() const {
    if (moves_.empty() || shown_ == 0) return {};
    const int cell = shown_ - 1 + (tigersFirst_ ? 1 : 0);
    return index(cell / 2, cell % 2);
}
