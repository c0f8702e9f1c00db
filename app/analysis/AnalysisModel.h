// The analysis list (analysis mode): every legal move of the shown position, best first, with
// its outcome in the player's words (ValueWords::forPlayer: "Goats win in 3 moves") and the
// whole line of best play after it. Certain values (database, rules or a finished proof) are
// upright and bold, estimates in italics. The tooltip says what the value means; the engine's
// own measures (proven, score) are added only with details on.
#pragma once

#include <QAbstractTableModel>

#include "session/EngineWorker.h"

class AnalysisModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { MoveColumn, ValueColumn, LineColumn, ColumnCount };
    // The `baghchal-engine analyse` line of a row ("move E1D1 win exact plies 12"), for tests;
    // never shown.
    static constexpr int EngineLineRole = Qt::UserRole;
    // The row's move as a games::Move raw value.
    static constexpr int MoveRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    void setReport(const AnalysisReport& report);
    void clear();
    const AnalysisReport& report() const { return report_; }
    // Adds the engine's measures to the tooltips (off by default).
    void setShowDetails(bool on);
    bool showDetails() const { return details_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    AnalysisReport report_;
    bool details_ = false;
};
