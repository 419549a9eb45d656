internal import CLeptonica

/// Orthogonal turns and flips; each returns a new image (nil only if Leptonica cannot allocate).
extension LeptonicaImage {
    /// Turns the image by `quarterTurns` × 90° clockwise (any integer; taken modulo 4).
    func rotated(clockwiseQuarterTurns quarterTurns: Int) -> UnsafeMutablePointer<PIX>? {
        pixRotateOrth(pix, Int32(((quarterTurns % 4) + 4) % 4))
    }

    /// The image as it should be displayed for an EXIF `orientation`.
    func oriented(_ orientation: ExifOrientation) -> UnsafeMutablePointer<PIX>? {
        guard let turned = LeptonicaImage(taking: rotated(clockwiseQuarterTurns: orientation.clockwiseQuarterTurns))
        else {
            return nil
        }
        return orientation.flipsAfterTurn ? pixFlipLR(nil, turned.pix) : pixClone(turned.pix)
    }
}
