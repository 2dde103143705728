import Geometry
import Nodes

/// Screen 1: the illustrated shop with the order sheet over it.
public enum OrderScreen {
    public static func node(_ s: OrderStyle, _ c: Content, _ st: OrderState) -> Node {
        let f = s.facade
        return Canvas(width: s.canvas.width, height: s.canvas.height) {
            Facade.building(f)
            Facade.street(f, fade: st.groundFade).offset(y: f.fittedSize.height)
            if st.sheetDown < 1 {
                VStack(spacing: 0) {
                    Spacer(minLength: 0)
                    OrderSheet.node(s, c, st).offset(relativeY: st.sheetDown, y: st.sheetDown * s.sheetInset)
                }
                .padding(EdgeInsets(leading: s.sheetInset, bottom: s.sheetInset, trailing: s.sheetInset))
                .frame(width: s.canvas.width, height: s.canvas.height)
            }
            TopButtons.node(s, morph: st.buttonMorph)
        }.node
    }
}
