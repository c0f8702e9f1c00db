#include "analysis/AnalysisModel.h"

#include <QFont>
#include <QStringList>

#include "analysis/ValueWords.h"
#include "board/MoveMarks.h"
#include "engine/search/Report.h"
#include "session/MoveListModel.h"
#include "ui/AppStyle.h"

using namespace bagh::games;
using bagh::Outcome;
namespace games = bagh::games;

void AnalysisModel::setReport(const AnalysisReport& report) {
    beginResetModel();
    report_ = report;
    endResetModel();
}

void AnalysisModel::clear() { setReport(AnalysisReport()); }

void AnalysisModel::setShowDetails(bool on) {
    if (on == details_) return;
    details_ = on;
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int AnalysisModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(report_.analysis.moves.size());
}

int AnalysisModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AnalysisModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const MoveValue& mv = report_.analysis.moves[static_cast<std::size_t>(index.row())];
    switch (role) {
        case Qt::DisplayRole:
            switch (index.column()) {
                case MoveColumn:
                    return MoveListModel::moveText(report_.kind, mv.move);
                case ValueColumn:
                    return ValueWords::forPlayer(report_.sideToMove, mv.value, mv.exact, mv.plies,
                                                 mv.score);
                case LineColumn: {
                    QStringList parts;
                    const auto& line = report_.lines[static_cast<std::size_t>(index.row())];
                    for (std::size_t i = 1; i < line.size(); ++i)
                        parts << MoveListModel::moveText(report_.kind, line[i]);
                    return parts.join(QLatin1Char(' '));
                }
            }
            return {};
        case Qt::ForegroundRole:
            // The board's value colours, made readable on the table's rows in either scheme.
            if (index.column() == ValueColumn)
                return AppStyle::readableOnTable(
                    MoveMarks::valueColor(bagh::report::shownValue(mv.value)));
            return {};
        case Qt::FontRole: {
            QFont f;
            f.setBold(mv.exact && index.column() != LineColumn);
            f.setItalic(!mv.exact);
            return f;
        }
        case Qt::ToolTipRole: {
            // What the move leads to, and how sure that is; the engine's measures on request;
            // over the line, the line whole (its cell may end in "…").
            if (index.column() == LineColumn) {
                const QString line = data(index, Qt::DisplayRole).toString();
                if (!line.isEmpty()) return tr("Best play: %1").arg(line);
            }
            QStringList lines{tr("%1: %2").arg(MoveListModel::moveText(report_.kind, mv.move),
                                               ValueWords::forPlayer(report_.sideToMove, mv.value,
                                                                     mv.exact, mv.plies, mv.score)),
                              ValueWords::certainty(mv.exact)};
            if (details_) lines << ValueWords::engineDetail(mv.exact, mv.score);
            return lines.join(QLatin1Char('\n'));
        }
        case EngineLineRole:
            return QString::fromStdString(
                "move " + games::moveText(report_.kind, mv.move) + ' ' +
                bagh::report::valueWords(mv.value, mv.exact, mv.plies, mv.score));
        case MoveRole:
            return mv.move.raw();
        default:
            return {};
    }
}

QVariant AnalysisModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal) return {};
    switch (section) {
        case MoveColumn:
            return tr("Move");
        case ValueColumn:
            return tr("Outcome");
        case LineColumn:
            return tr("Best play");
    }
    return {};
}
