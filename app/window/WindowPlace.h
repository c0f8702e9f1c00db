// The main window's place on the screen: its saved geometry where it fits this screen, room for
// the column beside the board (the analysis or the review panel) and the width given back after
// it, the result banner centred over the board, and the window kept inside the screen's
// available area. The column gives way before the board does as the window narrows.
#pragma once

#include <QPoint>
#include <optional>

class AnalysisMode;
class BoardView;
class QMainWindow;
class QSettings;
class ResultBanner;
class ReviewTools;

class WindowPlace {
public:
    WindowPlace(QMainWindow* window, BoardView* board, ResultBanner* banner,
                AnalysisMode* analysis);
    // The review's column, made after the window's first parts.
    void setReview(ReviewTools* review) { review_ = review; }

    // Restores the saved geometry where it fits the screen, else a size that does.
    void restore(const QSettings& settings);
    // Widens the window for the column beside the board, the analysis or the review panel
    // (within the screen), and gives it back after.
    void fitColumn(bool on);
    // Centres the banner over the board, as wide as its words or the board allow.
    void placeBanner();
    // Moves the window back inside the screen's available area where it sticks out.
    void keepOnScreen();
    // After a resize of the window: the column's width, and the width without it.
    void resized();
    // The width to keep for the next start, which opens without the column.
    int plainWidth() const;

    // The width of the column beside the board (analysis, review): its widest in a wide
    // window, no narrower than this.
    static constexpr int kColumnWidest = 360;
    static constexpr int kColumnNarrowest = 230;

private:
    QMainWindow* w_;
    BoardView* board_;
    ResultBanner* banner_;
    AnalysisMode* analysis_;
    ReviewTools* review_ = nullptr;
    int widthWithoutAnalysis_ = 0;                // the last width with no column beside the board
    std::optional<QPoint> placeWithoutAnalysis_;  // where a column's growth moved it from
};
