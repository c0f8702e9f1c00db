// The analysis list (analysis mode): every legal move of the shown position, best first, with
// its value for the side to move and the line of best play after it. Exact values (database,
// rules or a finished proof) are shown upright and bold, estimates in italics with "≈".
#pragma once

#include <QAbstractTableModel>

#include "session/EngineWorker.h"

class AnalysisModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { MoveColumn, ValueColumn, LineColumn, ColumnCount };
    // The `baghchal-engine analyse` line of a row ("move E1D1 win exact plies 12").
    static constexpr int EngineLineRole = Qt::UserRole;
    // The row's move as a bagh::Move raw value.
    static constexpr int MoveRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    void setReport(const AnalysisReport& report);
    void clear();
    const AnalysisReport& report() const { return report_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    AnalysisReport report_;
};
