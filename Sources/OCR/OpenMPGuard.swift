import Foundation

/// Tesseract's OpenMP (libgomp) reads `OMP_THREAD_LIMIT` only when it is loaded: a program that
/// may OCR calls `ensureSingleThreaded()` first thing, which re-executes it once with the limit
/// set (see PLATFORM.md).
public enum OpenMPGuard {
    public static func ensureSingleThreaded() {
        guard getenv("OMP_THREAD_LIMIT") == nil else { return }
        setenv("OMP_THREAD_LIMIT", "1", 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
    }
}
