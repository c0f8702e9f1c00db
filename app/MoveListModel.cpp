#include "MoveListModel.h"

#include <QColor>
#include <QFont>

#include "core/Tables.h"

using namespace bagh;

void MoveListModel::setGame(const Game& game, int shownPly) {
    beginResetModel();
    moves_ = game.moves();
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

QString MoveListModel::moveText(Move m) {
    const QString to = QString::fromStdString(squareName(m.to()));
    if (m.isPlacement()) return to;
    const QString from = QString::fromStdString(squareName(m.from()));
    return from + (m.isJump() ? QStringLiteral("×") : QStringLiteral("–")) + to;
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const int ply = plyAt(index.row(), index.column());
    switch (role) {
        case Qt::DisplayRole:
            return ply >= 0 ? moveText(moves_[ply]) : QString();
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
            if (ply >= shown_) return QColor(239, 226, 204, 110);  // after the shown position
            return {};
        case Qt::ToolTipRole:
            return ply >= 0 && moves_[ply].isJump() ? tr("Capture") : QVariant();
        default:
            return {};
    }
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return section + 1;
    return section == 0 ? tr("Goats") : tr("Tigers");
}

QModelIndex MoveListModel::lastMoveIndex() const {
    if (moves_.empty() || shown_ == 0) return {};
    const int cell = shown_ - 1 + (tigersFirst_ ? 1 : 0);
    return index(cell / 2, cell % 2);
}
