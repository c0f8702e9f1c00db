// The File side of the window: open and save games (GameFile format, saved atomically through
// QSaveFile), a recent-files menu kept in QSettings, and the question before an unsaved game
// is dropped. A file that cannot be read or parsed is reported with its line and reason and
// leaves the open game untouched.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace bagh::games {
class Game;
}
class GameSession;
class QAction;
class QMenu;
class QWidget;

class GameFiles : public QObject {
    Q_OBJECT

public:
    GameFiles(GameSession* session, QWidget* window);

    // Adds Open…, Open Recent, Save, Save As… to `menu`.
    void addActions(QMenu* menu);

    // Loads the game in `path`; on failure fills *error ("file: line 3: …") and changes nothing.
    bool open(const QString& path, QString* error = nullptr);
    // Writes the whole game to `path`; on failure fills *error.
    bool save(const QString& path, QString* error = nullptr);

    // Returns true if the current game may be dropped: it is saved, or the player agreed. With
    // askBeforeDiscard off (tests, scripts) it always may.
    bool maybeDiscard();
    void setAskBeforeDiscard(bool ask) { ask_ = ask; }
    // Where a save's headers come from when not from the session's players: a network game
    // names both players, that it was played over the network, and its clock. Empty: the
    // default headers.
    using TagSource = std::function<std::vector<std::pair<std::string, std::string>>()>;
    void setTagSource(TagSource source) { tagSource_ = std::move(source); }

    // What a save appends after the record of `game`, in comment lines (a review of exactly
    // that record: review::writeReviewBlock), or nothing. The last game's journal appends it
    // too (LastSession).
    using Appendix = std::function<std::string(const bagh::games::Game& game)>;
    void setAppendix(Appendix appendix) { appendix_ = std::move(appendix); }
    std::string appendix(const bagh::games::Game& game) const;
    // A game was read from `text` and is shown now: a file opened, or the last game brought
    // back (LastSession). Emits textRead, for whoever keeps something beside the record.
    void noteTextRead(const QByteArray& text) { emit textRead(text); }

    QString currentPath() const { return path_; }
    // Names `path` as the file of the game shown (the last session's, which LastSession checked
    // the file still holds).
    void adopt(const QString& path) { setPath(path); }
    QStringList recentFiles() const;
    // Where the file dialogs open: the game's folder, the last one used, or Documents.
    QString startFolder() const;

    static constexpr int kMaxRecent = 8;

signals:
    void currentPathChanged(const QString& path);
    // The whole text a game shown now was read from (see noteTextRead).
    void textRead(const QByteArray& text);

private:
    TagSource tagSource_;
    Appendix appendix_;
    void openDialog();
    void saveCurrent();
    void saveAsDialog();
    void rememberRecent(const QString& path);
    void fillRecentMenu();
    void setPath(const QString& path);

    GameSession* session_;
    QWidget* window_;
    QMenu* recentMenu_ = nullptr;
    QString path_;
    bool ask_ = true;
};
