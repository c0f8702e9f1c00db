// The study side of the window: saved games (GameFiles), the OBX box, move-list navigation,
// and position setup. It owns those parts, wires them to the session, and places its own menu
// entries where the window asks for them; the window knows nothing of what they hold.
#pragma once

#include <QObject>

class AnalysisMode;
class GameSession;
class GameFiles;
class ObxBox;
class QMenu;
class QWidget;
class SidePanel;

class StudyTools : public QObject {
    Q_OBJECT

public:
    // Adds the OBX box to `panel` and the drop-later-moves question to `session`; dialogs
    // open over `window`.
    StudyTools(QWidget* window, GameSession* session, SidePanel* panel, AnalysisMode* analysis);

    GameFiles* files() const { return files_; }
    ObxBox* obxBox() const { return obx_; }

    // Appends the file entries (open, open recent, save …) and Set Up Position to `menu`.
    void addFileActions(QMenu* menu);
    // Appends Back, Forward, First and Last Position to `menu`.
    void addNavigationActions(QMenu* menu);
    // Appends Copy Position, Copy Game and Paste to `menu` (the window's Edit menu). The keys
    // (Ctrl+C, Ctrl+Shift+C, Ctrl+V) reach them only where no text box takes them first.
    void addEditActions(QMenu* menu);

    // Loads `text` as a new, untitled game: a saved game's text (GameFile) or an OBX record.
    // Returns false and says why through `message` when it is neither; nothing changes then.
    bool paste(const QString& text);

    // Off: never ask before dropping an unsaved game or later moves (tests, scripts).
    void setAskQuestions(bool ask);
    // Opens the position setup dialog; its result starts a game or an analysis.
    void showPositionSetup();

signals:
    // A status-bar message for the window.
    void message(const QString& text, int timeoutMs);

private:
    void loadObx(const QString& text);

    QWidget* window_;
    GameSession* session_;
    AnalysisMode* analysis_;
    GameFiles* files_;
    ObxBox* obx_;
    bool ask_ = true;
};
