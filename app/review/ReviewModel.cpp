#include "review/ReviewModel.h"

#include <QGuiApplication>
#include <QPalette>

#include "analysis/ValueWords.h"
#include "board/MoveMarks.h"
#include "review/ReviewWords.h"
#include "session/MoveListModel.h"
#include "window/AppStyle.h"

using namespace bagh;
using review::PlyReview;
using review::Verdict;

void ReviewModel::setReview(const review::GameReview& review, games::GameKind kind,
                            bool tigersFirst) {
    beginResetModel();
    review_ = review;
    kind_ = kind;
    tigersFirst_ = tigersFirst;
    endResetModel();
}

int ReviewModel::rowOf(int ply) const {
    return ply >= 1 && ply <= static_cast<int>(review_.plies.size()) ? ply - 1 : -1;
}

int ReviewModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(review_.plies.size());
}

int ReviewModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : kColumns;
}

QVariant ReviewModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const PlyReview& p = review_.plies[static_cast<std::size_t>(index.row())];
    const QString move = MoveListModel::moveText(kind_, p.move);
    switch (role) {
        case Qt::DisplayRole:
            switch (index.column()) {
                case NumberColumn:
                    return ReviewWords::moveNumber(p.ply, p.mover, tigersFirst_);
                case MoveColumn:
                    return move;
                default:
                    return ReviewWords::cell(p);
            }
        case Qt::AccessibleTextRole:
            // In words, a column each: a screen reader reads the whole row of the cell it is on
            // ("Move 1, Goats, C3, best"), so no cell repeats another's words.
            switch (index.column()) {
                case NumberColumn:
                    return tr("Move %1, %2")
                        .arg(ReviewWords::spokenMoveNumber(p.ply, tigersFirst_),
                             ValueWords::sideName(p.mover));
                case MoveColumn:
                    return move;
                default:
                    return ReviewWords::cell(p);
            }
        case Qt::ToolTipRole:
            return ReviewWords::meaning(p);
        case Qt::ForegroundRole: {
            // What the move left its mover, coloured as the analysis marks colour values; the
            // moves that kept the result stay in the text colour.
            if (p.verdict == Verdict::Unknown)
                return QGuiApplication::palette().color(QPalette::PlaceholderText);
            if (p.verdict == Verdict::Best || p.verdict == Verdict::Good) return {};
            const GameValue lost =
                p.verdict == Verdict::Inaccuracy ? GameValue::Draw : p.after.value;
            return AppStyle::readableOnTable(MoveMarks::valueColor(lost));
        }
        case PlyRole:
            return p.ply;
        default:
            return {};
    }
}

QVariant ReviewModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case NumberColumn:
            return tr("No.");
        case MoveColumn:
            return tr("Move");
        default:
            return tr("Verdict");
    }
}
