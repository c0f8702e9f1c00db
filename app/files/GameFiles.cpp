#include "files/GameFiles.h"

#include <QAction>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <algorithm>

#include "engine/games/SavedGame.h"
#include "engine/io/GameFile.h"
#include "session/GameSession.h"
#include "session/GameWords.h"

using namespace bagh::games;
using bagh::Side;

namespace {
const QString kRecentKey = QStringLiteral("files/recent");
const QString kFolderKey = QStringLiteral("files/folder");
}  // namespace

GameFiles::GameFiles(GameSession* session, QWidget* window)
    : QObject(window), session_(session), window_(window) {
    // A new game or a pasted or set-up position is not the file's game: Save asks for a name.
    connect(session_, &GameSession::documentReplaced, this, [this] {
        if (!path_.isEmpty()) setPath(QString());
    });
}

void GameFiles::addActions(QMenu* menu) {
    QAction* open = menu->addAction(tr("&Open Game…"), this, &GameFiles::openDialog);
    open->setShortcut(QKeySequence::Open);
    recentMenu_ = menu->addMenu(tr("Open R&ecent"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &GameFiles::fillRecentMenu);
    QAction* save = menu->addAction(tr("&Save Game"), this, &GameFiles::saveCurrent);
    save->setShortcut(QKeySequence::Save);
    QAction* saveAs = menu->addAction(tr("Save Game &As…"), this, &GameFiles::saveAsDialog);
    // Ctrl+Shift+S everywhere: without a desktop's key theme QKeySequence::SaveAs is empty.
    QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    const QKeySequence ctrlShiftS(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    if (!saveAsKeys.contains(ctrlShiftS)) saveAsKeys.prepend(ctrlShiftS);
    saveAs->setShortcuts(saveAsKeys);
}

bool GameFiles::open(const QString& path, QString* error) {
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = tr("%1: %2").arg(name, file.errorString());
        return false;
    }
    // One byte more than the limit, so an oversized file is recognised as such.
    const QByteArray bytes = file.read(static_cast<qint64>(GameFile::kMaxBytes) + 1);
    const SavedGameReading r =
        readSavedGame(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!r.ok) {
        if (error) *error = tr("%1: %2").arg(name, QString::fromStdString(r.error.message()));
        return false;
    }
    session_->loadGame(r.saved.game);
    setPath(path);
    rememberRecent(path);
    noteTextRead(bytes);
    return true;
}

bool GameFiles::save(const QString& path, QString* error) {
    SavedGame record;
    record.game = session_->fullGame();
    record.tags = {{"Event", GameWords::event(record.game.kind()).toStdString()},
                   {"Date", QDate::currentDate().toString(Qt::ISODate).toStdString()},
                   {"Goats", session_->playerName(Side::Goats).toStdString()},
                   {"Tigers", session_->playerName(Side::Tigers).toStdString()}};
    if (tagSource_)
        if (auto tags = tagSource_(); !tags.empty()) record.tags = std::move(tags);
    const std::string text = writeSavedGame(record) + appendix(record.game);
    // QSaveFile writes beside the target and renames on commit: a crash or a full disk leaves
    // the old file as it was.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !file.commit()) {
        if (error) *error = tr("%1: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return false;
    }
    session_->markSaved();
    setPath(path);
    rememberRecent(path);
    return true;
}

std::string GameFiles::appendix(const Game& game) const {
    return appendix_ ? appendix_(game) : std::string();
}

bool GameFiles::maybeDiscard() {
    // Only moves can be lost: a position pasted or set up, no move played since, is not asked
    // about (it is the clipboard's, or the setup's), a game with unsaved moves always is,
    // finished or not, whichever command throws it away.
    if (!ask_ || !session_->isModified() || session_->lastPly() == session_->firstPly())
        return true;
    const auto answer = QMessageBox::question(
        window_, tr("Unsaved game"), tr("The current game has not been saved. Save it first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Discard) return true;
    if (answer != QMessageBox::Save) return false;
    saveCurrent();
    return !session_->isModified();
}

namespace {

// A file dialog wide enough for its columns (Qt's own opened at about 520 px, its Date
// Modified cut), within the screen; a desktop's own dialog sizes itself.
QString askForPath(QWidget* window, QFileDialog::AcceptMode mode, const QString& title,
                   const QString& start, const QString& filter) {
    QFileDialog dialog(window, title, start, filter);
    dialog.setAcceptMode(mode);
    dialog.setFileMode(mode == QFileDialog::AcceptSave ? QFileDialog::AnyFile
                                                       : QFileDialog::ExistingFile);
    const QRect screen =
        (window && window->screen() ? window->screen() : QGuiApplication::primaryScreen())
            ->availableGeometry();
    dialog.resize(
        QSize(std::max(dialog.sizeHint().width(), 760), std::max(dialog.sizeHint().height(), 480))
            .boundedTo(screen.size() - QSize(32, 64)));
    if (dialog.exec() != QDialog::Accepted) return {};
    return dialog.selectedFiles().value(0);
}

}  // namespace

void GameFiles::openDialog() {
    if (!maybeDiscard()) return;
    const QString path = askForPath(window_, QFileDialog::AcceptOpen, tr("Open Game"),
                                    startFolder(), GameWords::openFilter());
    if (path.isEmpty()) return;
    QString error;
    if (!open(path, &error)) QMessageBox::warning(window_, tr("Cannot open the game"), error);
}

void GameFiles::saveCurrent() {
    if (path_.isEmpty()) return saveAsDialog();
    QString error;
    if (!save(path_, &error)) QMessageBox::warning(window_, tr("Cannot save the game"), error);
}

void GameFiles::saveAsDialog() {
    QString path =
        askForPath(window_, QFileDialog::AcceptSave, tr("Save Game"),
                   path_.isEmpty() ? QDir(startFolder()).filePath(tr("game.bgc")) : path_,
                   GameWords::saveFilter(session_->game().kind()));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".bgc");
    QString error;
    if (!save(path, &error)) QMessageBox::warning(window_, tr("Cannot save the game"), error);
}

QStringList GameFiles::recentFiles() const { return QSettings().value(kRecentKey).toStringList(); }

QString GameFiles::startFolder() const {
    // The game's own folder, else the last one used, else Documents (never the folder the
    // program happened to be started in).
    if (!path_.isEmpty()) return QFileInfo(path_).absolutePath();
    const QString last = QSettings().value(kFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir()) return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

void GameFiles::rememberRecent(const QString& path) {
    QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());
    QStringList list = recentFiles();
    const QString abs = QFileInfo(path).absoluteFilePath();
    list.removeAll(abs);
    list.prepend(abs);
    while (list.size() > kMaxRecent) list.removeLast();
    QSettings().setValue(kRecentKey, list);
}

void GameFiles::fillRecentMenu() {
    recentMenu_->clear();
    const QStringList list = recentFiles();
    for (const QString& path : list) {
        recentMenu_
            ->addAction(QFileInfo(path).fileName(), this,
                        [this, path] {
                            if (!maybeDiscard()) return;
                            QString error;
                            if (!open(path, &error))
                                QMessageBox::warning(window_, tr("Cannot open the game"), error);
                        })
            ->setToolTip(path);
    }
    if (list.isEmpty()) recentMenu_->addAction(tr("No recent games"))->setEnabled(false);
}

void GameFiles::setPath(const QString& path) {
    path_ = path;
    emit currentPathChanged(path);
}
